import { memo, useCallback, useDeferredValue, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanKey } from '../../vocabulary/text-keys';
import type { TFunction } from 'i18next';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import type { RootState } from '../../state/root-state';
import { flatPropsEqual } from '../../lib/flat-equal';
import { NEED_KINDS, NEED_LIMITS } from '../../content/household-needs';
import type { NeedKind } from '../../content/household-needs';
import { DETAIL_LIMITS } from '../../content/plan-detail-choices';
import {
  canAddPerson,
  canAddPet,
  helpsOthers,
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
import './household-editor.css';

const NAME_ERROR = 'details.problem.reasons.name' satisfies PlanKey;

/**
 * Who lives here (optional): people by first name or role, what each needs, who needs someone to
 * get them out and who helps them; pets and who takes them. Every change is stored at once.
 * `justMe`: "Just me" is ticked on screen; with one person named, nobody else can help.
 */
export function HouseholdEditor({ withPets, justMe }: { withPets: boolean; justMe: boolean }) {
  const { t } = useTranslation('plan');
  const dispatch = useAppDispatch();
  const details = useAppSelector(selectPlanDetails);
  const [focusId, setFocusId] = useState<string | null>(null);
  const id = useId();
  const people = peopleOf(details);
  // One person's details open at a time, so the step stays short: a new person, and
  // at first someone still without a name.
  const [openId, setOpenId] = useState<string | null>(
    () => people.find((person) => person.name.trim() === '')?.id ?? null,
  );
  const toggle = useCallback(
    (personId: string) => setOpenId((current) => (current === personId ? null : personId)),
    [],
  );
  const pets = petsOf(details);
  const showPets = withPets || pets.length > 0;
  const alone = justMe && people.length <= 1;

  useEffect(() => {
    // A person or pet just added: put the cursor in their name.
    if (focusId) document.getElementById(`${id}-${focusId}-name`)?.focus();
  }, [focusId, id]);

  const store = useStore<RootState>();
  // Each change reads the details when it is made, not when the editor was drawn: the same
  // functions for the editor's life, so a row is drawn again only when its own member changes.
  const save = useCallback(
    (change: (current: PlanDetails) => PlanDetails) => {
      const next = change(selectPlanDetails(store.getState()));
      dispatch(householdChanged({ people: peopleOf(next), pets: petsOf(next) }));
    },
    [dispatch, store],
  );
  const changePerson = useCallback(
    (changed: HouseholdPerson) => save((current) => withPerson(current, changed)),
    [save],
  );
  const changePet = useCallback(
    (changed: HouseholdPet) => save((current) => withPet(current, changed)),
    [save],
  );
  const remove = useCallback(
    (memberId: string) =>
      save((current) =>
        peopleOf(current).some((person) => person.id === memberId)
          ? withoutPerson(current, memberId)
          : { ...current, pets: petsOf(current).filter((pet) => pet.id !== memberId) },
      ),
    [save],
  );

  function addPerson() {
    const person = { id: newMemberId(details, 'p'), name: '', needsHelp: false };
    save((current) => ({ ...current, people: [...peopleOf(current), person] }));
    setOpenId(person.id);
    setFocusId(person.id);
  }

  function addPet() {
    const pet = { id: newMemberId(details, 'a'), name: '' };
    save((current) => ({ ...current, pets: [...petsOf(current), pet] }));
    setFocusId(pet.id);
  }

  return (
    <section className="detail-panel household" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="carousel__legend">
        {t('details.household.title')}
      </h2>
      <p className="field__hint">
        {t('details.household.hint', { context: alone ? 'alone' : undefined })}
      </p>
      <ol className="household__list">
        {people.map((person, index) => (
          <PersonRow
            key={person.id}
            inputId={`${id}-${person.id}-name`}
            person={person}
            number={index + 1}
            open={openId === person.id}
            helpers={possibleHelpers(details, person.id)}
            helper={helperOf(people, person)}
            alone={alone}
            onToggle={toggle}
            onChange={changePerson}
            onRemove={remove}
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
                alone={alone}
                onChange={changePet}
                onRemove={remove}
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

/** The helper chosen for this person, if they are of the household. */
function helperOf(people: HouseholdPerson[], person: HouseholdPerson): HouseholdPerson | null {
  return people.find((other) => other.id === person.helperId) ?? null;
}

/** The closed row's line: whether they need help and who helps, or that they help others. */
function personSummary(
  t: TFunction<'plan'>,
  person: HouseholdPerson,
  helper: HouseholdPerson | null,
  alone: boolean,
): string {
  const words = 'details.household.summary-line';
  const line = !person.needsHelp
    ? t(`${words}.no-help`)
    : helper
      ? t(`${words}.helped`, { helper: helper.name })
      : alone
        ? t(`${words}.alone`)
        : t(`${words}.no-helper`);
  return person.sometimesAway ? `${line} · ${t(`${words}.away`)}` : line;
}

/**
 * One person: a button with their name and a summary line that opens their details (
 * the step stays short on a phone). Memoised (props compared one level deep): typing one name
 * does not redraw every person.
 */
const PersonRow = memo(function PersonRow({
  inputId,
  person,
  number,
  open,
  helpers,
  helper,
  alone,
  onToggle,
  onChange,
  onRemove,
}: {
  inputId: string;
  person: HouseholdPerson;
  number: number;
  open: boolean;
  helpers: HouseholdPerson[];
  helper: HouseholdPerson | null;
  alone: boolean;
  onToggle: (id: string) => void;
  onChange: (person: HouseholdPerson) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation('plan');
  const detailsId = useId();
  const name = person.name.trim() || t('details.household.unnamed-person');
  const heading = person.name.trim() || t('details.household.person-label', { number });
  return (
    <li className={`household__member${open ? ' household__member--open' : ''}`}>
      <button
        type="button"
        className="household__summary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => onToggle(person.id)}
      >
        <span className="household__summary-name">{heading}</span>
        <span className="household__summary-line">{personSummary(t, person, helper, alone)}</span>
      </button>
      <div id={detailsId} hidden={!open} className="household__details">
        {open && (
          <PersonFields
            inputId={inputId}
            person={person}
            name={name}
            number={number}
            helpers={helpers}
            helper={helper}
            alone={alone}
            onChange={onChange}
            onRemove={onRemove}
          />
        )}
      </div>
    </li>
  );
}, flatPropsEqual);

interface PersonFieldsProps {
  inputId: string;
  person: HouseholdPerson;
  name: string;
  number: number;
  helpers: HouseholdPerson[];
  helper: HouseholdPerson | null;
  alone: boolean;
  onChange: (person: HouseholdPerson) => void;
  onRemove: (id: string) => void;
}

/**
 * An open person's fields: name, what they need (anyone's), whether someone gets them out, who
 * (and when that helper is away); someone who lives alone is told nobody else can.
 */
function PersonFields({ inputId, number, ...more }: PersonFieldsProps) {
  const { t } = useTranslation('plan');
  const { person, onChange } = more;
  // The name field comes with the tap that opens the row (it takes the cursor); the rest in a
  // render after that tap's frame: all of it inside the tap held a cheap phone's frame back.
  const complete = useDeferredValue(true, false);
  return (
    <>
      <DetailTextField
        inputId={inputId}
        label={t('details.household.person-label', { number })}
        value={person.name}
        maxLength={DETAIL_LIMITS.memberName}
        errorKey={NAME_ERROR}
        onChange={(value) => onChange({ ...person, name: value })}
      />
      {complete && <MoreFields {...more} />}
    </>
  );
}

/** An open person's fields after their name. */
function MoreFields({
  person,
  name,
  helpers,
  helper,
  alone,
  onChange,
  onRemove,
}: Omit<PersonFieldsProps, 'inputId' | 'number'>) {
  const { t } = useTranslation('plan');
  return (
    <>
      <NeedsFields person={person} name={name} onChange={onChange} />
      <label className="household__check">
        <input
          type="checkbox"
          checked={person.needsHelp}
          onChange={(event) => onChange({ ...person, needsHelp: event.target.checked })}
        />
        <span>{t('details.household.needs-help')}</span>
      </label>
      {person.needsHelp && alone && (
        <p className="field__hint" role="note">
          {t('details.household.alone-help')}
        </p>
      )}
      {person.needsHelp && !alone && (
        <MemberSelect
          label={t('details.household.helper-label', { name })}
          value={person.helperId}
          choices={helpers}
          onChange={(helperId) =>
            onChange({ ...withoutId(person, 'helperId'), ...(helperId && { helperId }) })
          }
        />
      )}
      {person.needsHelp && !alone && helper?.sometimesAway && (
        <MemberSelect
          label={t('details.household.backup-label', { name, helper: helper.name })}
          value={person.backupHelperId}
          choices={helpers.filter((other) => other.id !== helper.id)}
          onChange={(backupHelperId) =>
            onChange({
              ...withoutId(person, 'backupHelperId'),
              ...(backupHelperId && { backupHelperId }),
            })
          }
        />
      )}
      {helpsOthers(person) && !alone && (
        <label className="household__check">
          <input
            type="checkbox"
            checked={person.sometimesAway === true}
            onChange={(event) => {
              const changed = { ...person, sometimesAway: true };
              if (!event.target.checked) delete (changed as HouseholdPerson).sometimesAway;
              onChange(changed);
            }}
          />
          {/* Unnamed, the sentence starts "This person" (the name comes first in both languages). */}
          <span>
            {t('details.household.sometimes-away', {
              name,
              context: person.name.trim() ? undefined : 'unnamed',
            })}
          </span>
        </label>
      )}
      <button type="button" className="link-button" onClick={() => onRemove(person.id)}>
        {t('details.household.remove', { name })}
      </button>
    </>
  );
}

const PetRow = memo(function PetRow({
  inputId,
  pet,
  number,
  people,
  alone,
  onChange,
  onRemove,
}: {
  inputId: string;
  pet: HouseholdPet;
  number: number;
  people: HouseholdPerson[];
  /** Nobody else lives here: with nobody able to take the pet, the plan says so instead. */
  alone: boolean;
  onChange: (pet: HouseholdPet) => void;
  onRemove: (id: string) => void;
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
      {alone && people.length === 0 ? (
        <p className="field__hint" role="note">
          {t('details.summary.pet-nobody', { name })}
        </p>
      ) : (
        <MemberSelect
          label={t('details.household.taker-label', { name })}
          value={pet.takerId}
          choices={people}
          onChange={(takerId) =>
            onChange({ ...withoutId(pet, 'takerId'), ...(takerId && { takerId }) })
          }
        />
      )}
      <button type="button" className="link-button" onClick={() => onRemove(pet.id)}>
        {t('details.household.remove', { name })}
      </button>
    </li>
  );
}, flatPropsEqual);

/**
 * Why this person needs help (optional): a tick for each kind, and the household's own
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

function withoutId<T extends object>(value: T, key: 'helperId' | 'backupHelperId' | 'takerId'): T {
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
