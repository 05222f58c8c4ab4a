import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { NEED_KINDS, NEED_LIMITS } from '../../content/household-needs';
import type { NeedKind } from '../../content/household-needs';
import { DETAIL_LIMITS } from '../../content/plan-detail-choices';
import {
  canAddPerson,
  canAddPet,
  newMemberId,
  peopleOf,
  petsOf,
  possibleHelpers,
  possibleTakers,
  withPerson,
  withPet,
  withoutPerson,
} from '../../domain/plan/household';
import type { HouseholdPerson, HouseholdPet, PlanDetails } from '../../domain/plan/details';
import { DetailTextField } from './detail-text-field';
import { householdChanged, selectPlanDetails } from '../../state/plan/plan-slice';

const NAME_ERROR = 'details.problem.reasons.name';

/**
 * Who lives here (optional): people by first name or role, who needs help to get out and who
 * helps them; pets and who takes them out. Every change is stored at once.
 */
export function HouseholdEditor({ withPets }: { withPets: boolean }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectPlanDetails);
  const [focusId, setFocusId] = useState<string | null>(null);
  const id = useId();
  const people = peopleOf(details);
  const pets = petsOf(details);
  const showPets = withPets || pets.length > 0;

  useEffect(() => {
    // A person or pet just added: put the cursor in their name.
    if (focusId) document.getElementById(`${id}-${focusId}-name`)?.focus();
  }, [focusId, id]);

  function save(next: PlanDetails) {
    dispatch(householdChanged({ people: peopleOf(next), pets: petsOf(next) }));
  }

  function addPerson() {
    const person = { id: newMemberId(details, 'p'), name: '', needsHelp: false };
    save({ ...details, people: [...people, person] });
    setFocusId(person.id);
  }

  function addPet() {
    const pet = { id: newMemberId(details, 'a'), name: '' };
    save({ ...details, pets: [...pets, pet] });
    setFocusId(pet.id);
  }

  function remove(memberId: string) {
    save(
      people.some((person) => person.id === memberId)
        ? withoutPerson(details, memberId)
        : { ...details, pets: pets.filter((pet) => pet.id !== memberId) },
    );
  }

  return (
    <section className="detail-panel household" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="carousel__legend">
        {t('details.household.title')}
      </h2>
      <p className="field__hint">{t('details.household.hint')}</p>
      <ol className="household__list">
        {people.map((person, index) => (
          <PersonRow
            key={person.id}
            inputId={`${id}-${person.id}-name`}
            person={person}
            number={index + 1}
            helpers={possibleHelpers(details, person.id)}
            onChange={(changed) => save(withPerson(details, changed))}
            onRemove={() => remove(person.id)}
          />
        ))}
      </ol>
      {canAddPerson(details) ? (
        <button type="button" className="button button--secondary" onClick={addPerson}>
          {t('details.household.add-person')}
        </button>
      ) : (
        <p className="field__hint">
          {t('details.household.limit', { count: DETAIL_LIMITS.people })}
        </p>
      )}
      {showPets && (
        <>
          <h3 className="household__pets-title">{t('details.household.pets-title')}</h3>
          <p className="household__pet-advice">{t('details.household.pet-advice')}</p>
          <ol className="household__list">
            {pets.map((pet, index) => (
              <PetRow
                key={pet.id}
                inputId={`${id}-${pet.id}-name`}
                pet={pet}
                number={index + 1}
                people={possibleTakers(details)}
                onChange={(changed) => save(withPet(details, changed))}
                onRemove={() => remove(pet.id)}
              />
            ))}
          </ol>
          {canAddPet(details) ? (
            <button type="button" className="button button--secondary" onClick={addPet}>
              {t('details.household.add-pet')}
            </button>
          ) : (
            <p className="field__hint">
              {t('details.household.limit', { count: DETAIL_LIMITS.pets })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function PersonRow({
  inputId,
  person,
  number,
  helpers,
  onChange,
  onRemove,
}: {
  inputId: string;
  person: HouseholdPerson;
  number: number;
  helpers: HouseholdPerson[];
  onChange: (person: HouseholdPerson) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('plan');
  const name = person.name.trim() || t('details.household.unnamed-person');
  return (
    <li className="household__member">
      <DetailTextField
        inputId={inputId}
        label={t('details.household.person-label', { number })}
        value={person.name}
        maxLength={DETAIL_LIMITS.memberName}
        errorKey={NAME_ERROR}
        onChange={(value) => onChange({ ...person, name: value })}
      />
      <label className="household__check">
        <input
          type="checkbox"
          checked={person.needsHelp}
          onChange={(event) => onChange({ ...person, needsHelp: event.target.checked })}
        />
        <span>{t('details.household.needs-help')}</span>
      </label>
      {person.needsHelp && <NeedsFields person={person} name={name} onChange={onChange} />}
      {person.needsHelp && (
        <MemberSelect
          label={t('details.household.helper-label', { name })}
          value={person.helperId}
          choices={helpers}
          onChange={(helperId) =>
            onChange({ ...withoutId(person, 'helperId'), ...(helperId && { helperId }) })
          }
        />
      )}
      <button type="button" className="link-button" onClick={onRemove}>
        {t('details.household.remove', { name })}
      </button>
    </li>
  );
}

function PetRow({
  inputId,
  pet,
  number,
  people,
  onChange,
  onRemove,
}: {
  inputId: string;
  pet: HouseholdPet;
  number: number;
  people: HouseholdPerson[];
  onChange: (pet: HouseholdPet) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('plan');
  const name = pet.name.trim() || t('details.household.unnamed-pet');
  return (
    <li className="household__member">
      <DetailTextField
        inputId={inputId}
        label={t('details.household.pet-label', { number })}
        value={pet.name}
        maxLength={DETAIL_LIMITS.memberName}
        errorKey={NAME_ERROR}
        onChange={(value) => onChange({ ...pet, name: value })}
      />
      <MemberSelect
        label={t('details.household.taker-label', { name })}
        value={pet.takerId}
        choices={people}
        onChange={(takerId) =>
          onChange({ ...withoutId(pet, 'takerId'), ...(takerId && { takerId }) })
        }
      />
      <button type="button" className="link-button" onClick={onRemove}>
        {t('details.household.remove', { name })}
      </button>
    </li>
  );
}

/**
 * Why this person needs help (issue 24, optional): a tick for each kind, and the household's own
 * words with "something else". The plan then says what to do for each.
 */
function NeedsFields({
  person,
  name,
  onChange,
}: {
  person: HouseholdPerson;
  name: string;
  onChange: (person: HouseholdPerson) => void;
}) {
  const { t } = useTranslation('plan');
  const id = useId();
  const needs = person.needs ?? [];
  function toggle(kind: NeedKind, ticked: boolean) {
    const next = NEED_KINDS.filter((need) => (need === kind ? ticked : needs.includes(need)));
    const changed: HouseholdPerson = { ...person, needs: next };
    if (next.length === 0) delete changed.needs;
    if (!next.includes('other')) delete changed.needsOther;
    onChange(changed);
  }
  return (
    <fieldset className="household__needs" aria-describedby={`${id}-hint`}>
      <legend>{t('needs.editor.legend', { name })}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t('needs.editor.hint')}
      </p>
      {NEED_KINDS.map((kind) => (
        <label key={kind} className="household__check">
          <input
            type="checkbox"
            name={`${id}-needs`}
            value={kind}
            checked={needs.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          <span>{t(`needs.kinds.${kind}`)}</span>
        </label>
      ))}
      {needs.includes('other') && (
        <DetailTextField
          label={t('needs.editor.other-label', { name })}
          value={person.needsOther ?? ''}
          maxLength={NEED_LIMITS.otherText}
          onChange={(value) => onChange({ ...person, needsOther: value })}
        />
      )}
    </fieldset>
  );
}

function withoutId<T extends object>(value: T, key: 'helperId' | 'takerId'): T {
  const copy = { ...value };
  delete (copy as Record<string, unknown>)[key];
  return copy;
}

/** Who helps, or who takes a pet: a person of the household, or not decided yet. */
function MemberSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  choices: HouseholdPerson[];
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useTranslation('plan');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('details.household.helper-none')}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
