// Who sleeps where (optional): each person of the household placed in a bedroom of the
// drawing; the checks then speak about people (a young child at an upstairs window, a walker and
// stairs, an alarm that wakes someone who cannot hear it), here and on the plan's checklist.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { peopleOf, petsOf } from '../../domain/plan/household';
import { needsOf } from '../../domain/plan/household-needs';
import { sleepingPlaceTodos } from '../../domain/plan/sleeping-places';
import { checklistLabelKey } from '../../domain/plan/checklist';
import type { FloorPlanSketch } from '../../domain/floor-plan/sketch';
import type { HouseholdPerson } from '../../domain/plan/details';
import { roomName } from '../../drawing/drawing-labels';
import { useFloorPlanWords } from '../../components/sketch/use-drawing-text';
import { householdChanged, selectPlanDetails } from '../../state/plan/plan-slice';

export function SleepingPlaces({ sketch }: { sketch: FloorPlanSketch }) {
  const { t } = useFloorPlanWords();
  const { t: tPlan } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectPlanDetails);
  const id = useId();
  const people = peopleOf(details).filter((person) => person.name.trim() !== '');
  if (people.length === 0) return null;
  const bedrooms = sketch.rooms.filter((room) => room.kind === 'bedroom');
  const todos = sleepingPlaceTodos(details, sketch, needsOf);

  function place(person: HouseholdPerson, bedroomId: string) {
    const changed = { ...person, bedroomId };
    if (!bedroomId) delete (changed as HouseholdPerson).bedroomId;
    dispatch(
      householdChanged({
        people: peopleOf(details).map((other) => (other.id === person.id ? changed : other)),
        pets: petsOf(details),
      }),
    );
  }

  return (
    <section className="sketch-sleeping" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sleeping.title')}</h2>
      {bedrooms.length === 0 ? (
        <p>{t('sleeping.no-bedrooms')}</p>
      ) : (
        <>
          <p>{t('sleeping.lead')}</p>
          <ul className="sketch-sleeping__people">
            {people.map((person) => {
              const selectId = `${id}-${person.id}`;
              const placed = bedrooms.some((room) => room.id === person.bedroomId);
              return (
                <li key={person.id} className="sketch-field">
                  <label htmlFor={selectId}>{t('sleeping.label', { name: person.name })}</label>
                  <select
                    id={selectId}
                    value={placed ? person.bedroomId : ''}
                    onChange={(event) => place(person, event.target.value)}
                  >
                    <option value="">{t('sleeping.not-said')}</option>
                    {bedrooms.map((room) => (
                      <option key={room.id} value={room.id}>
                        {t('sleeping.room', {
                          room: roomName(t, room),
                          level: t(`levels.${room.level}`),
                        })}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {todos.length > 0 && (
        <ul className="sketch-sleeping__todos" data-testid="sleeping-todos">
          {todos.map((todo) => (
            <li
              key={`${todo.key}-${todo.values.name}`}
              className="plan-checklist__item plan-checklist__item--todo"
            >
              <img fetchPriority="low" src="/icons/cross.svg" alt="" width={24} height={24} />
              <span className="visually-hidden">{tPlan('checklist.todo')}: </span>
              <span>{tPlan(checklistLabelKey(todo), { replace: todo.values })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
