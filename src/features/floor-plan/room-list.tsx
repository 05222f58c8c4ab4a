// The drawing as a list of plain form fields: every room of the level with its name, type,
// place and size, its doors and windows, alarms and stairs. Everything the drawing can do, for
// people who use a screen reader or prefer typing numbers.
import { memo, startTransition, useDeferredValue, useId, useState } from 'react';
import {
  GRID,
  ROOM_KINDS,
  SIDES,
  WINDOW_DESCENTS,
  roomsOn,
  wallLength,
} from '../../domain/floor-plan/sketch';
import type {
  FloorPlanSketch,
  Level,
  RoomKind,
  Side,
  SketchAlarm,
  SketchOpening,
  SketchRoom,
  WindowDescent,
} from '../../domain/floor-plan/sketch';
import { flatPropsEqual } from '../../lib/flat-equal';
import { isValidName } from '../../domain/shared/text-rules';
import { roomName } from '../../drawing/drawing-labels';
import { useFloorPlanWords } from '../../components/sketch/use-drawing-text';
import type { SketchEditor } from './use-sketch-editor';
import { NumberField } from './number-field';

/** The room's name: kept as typed while it breaks the name rule, stored once it is fine. */
type Edit = SketchEditor['edit'];

/** A staircase from this room, named by the room at its other end. */
interface StairsLine {
  id: string;
  label: string;
}

/** A ground-floor room a staircase from upstairs can lead to. */
interface RoomChoice {
  id: string;
  name: string;
}

function NameField({ room, edit }: { room: SketchRoom; edit: Edit }) {
  const { t } = useFloorPlanWords();
  const id = useId();
  const [draft, setDraft] = useState(room.name ?? '');
  const invalid = draft.trim() !== '' && !isValidName(draft);
  return (
    <p className="sketch-field sketch-field--wide">
      <label htmlFor={id}>{t('list.name')}</label>
      <input
        id={id}
        type="text"
        maxLength={40}
        autoComplete="off"
        value={draft}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!event.target.value.trim() || isValidName(event.target.value)) {
            edit({ type: 'rename-room', id: room.id, name: event.target.value.trim() });
          }
        }}
      />
      {invalid && (
        <span id={`${id}-error`} className="sketch-field__error">
          {t('list.name-invalid')}
        </span>
      )}
    </p>
  );
}

/**
 * How someone gets down from an upstairs window to outside: until the household says
 * so, the checks do not count the window as a way out.
 */
function DescentField({
  edit,
  opening,
  fieldId,
}: {
  edit: Edit;
  opening: SketchOpening;
  fieldId: string;
}) {
  const { t } = useFloorPlanWords();
  return (
    <p className="sketch-field sketch-field--full">
      <label htmlFor={fieldId}>{t('list.descent')}</label>
      <select
        id={fieldId}
        value={opening.descent ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          edit({
            type: 'change-opening',
            id: opening.id,
            changes: { descent: value === '' ? undefined : (value as WindowDescent) },
          });
        }}
      >
        {/* Unanswered until the household says, "They can't" included: the check asks till then. */}
        {opening.descent === undefined && <option value="">{t('list.descents.unanswered')}</option>}
        {WINDOW_DESCENTS.map((descent) => (
          <option key={descent} value={descent}>
            {t(`list.descents.${descent}`)}
          </option>
        ))}
      </select>
    </p>
  );
}

function OpeningFields({
  edit,
  room,
  openings,
  alarms,
  stairs,
}: {
  edit: Edit;
  room: SketchRoom;
  openings: SketchOpening[];
  alarms: SketchAlarm[];
  stairs: StairsLine[];
}) {
  const { t } = useFloorPlanWords();
  const id = useId();
  return (
    <ul className="sketch-room-fields__items">
      {openings.map((opening, index) => (
        <li key={opening.id}>
          <fieldset>
            <legend>
              {t(`openings.${opening.kind}`)} {index + 1}
            </legend>
            <p className="sketch-field">
              <label htmlFor={`${id}-${opening.id}-side`}>{t('list.side')}</label>
              <select
                id={`${id}-${opening.id}-side`}
                value={opening.side}
                onChange={(event) =>
                  edit({
                    type: 'change-opening',
                    id: opening.id,
                    changes: { side: event.target.value as Side },
                  })
                }
              >
                {SIDES.map((side) => (
                  <option key={side} value={side}>
                    {t(`sides.${side}`)}
                  </option>
                ))}
              </select>
            </p>
            <NumberField
              label={t('list.position')}
              value={opening.offset + 1}
              min={1}
              max={wallLength(room, opening.side)}
              onChange={(value) =>
                edit({
                  type: 'change-opening',
                  id: opening.id,
                  changes: { offset: value - 1 },
                })
              }
            />
            <p className="sketch-field sketch-field--check">
              <input
                id={`${id}-${opening.id}-outside`}
                type="checkbox"
                checked={opening.outside}
                onChange={(event) =>
                  edit({
                    type: 'change-opening',
                    id: opening.id,
                    changes: { outside: event.target.checked },
                  })
                }
              />
              <label htmlFor={`${id}-${opening.id}-outside`}>{t('list.outside')}</label>
            </p>
            {opening.kind === 'window' && opening.outside && room.level === 'upstairs' ? (
              <DescentField edit={edit} opening={opening} fieldId={`${id}-${opening.id}-descent`} />
            ) : null}
            <button
              type="button"
              className="button button--link"
              onClick={() => edit({ type: 'remove', id: opening.id })}
            >
              {t('list.remove')}
              <span className="visually-hidden">
                {' '}
                {t(`openings.${opening.kind}`)} {index + 1}
              </span>
            </button>
          </fieldset>
        </li>
      ))}
      {alarms.map((alarm, index) => (
        <li key={alarm.id} className="sketch-room-fields__line sketch-room-fields__alarm">
          <span>
            {t('list.alarm')} {index + 1}
          </span>
          {/* Whether it would wake someone who cannot hear it: it shakes the bed or pillow. */}
          <label className="sketch-field sketch-field--check">
            <input
              type="checkbox"
              checked={alarm.shakes === true}
              onChange={(event) =>
                edit({ type: 'set-alarm-shakes', id: alarm.id, shakes: event.target.checked })
              }
            />
            <span>{t('list.alarm-wakes-deaf')}</span>
          </label>
          <button
            type="button"
            className="button button--link"
            onClick={() => edit({ type: 'remove', id: alarm.id })}
          >
            {t('list.remove')}
            <span className="visually-hidden">
              {' '}
              {t('list.alarm')} {index + 1}
            </span>
          </button>
        </li>
      ))}
      {stairs.map(({ id: stairsId, label }) => {
        return (
          <li key={stairsId} className="sketch-room-fields__line">
            <span>{label}</span>
            <button
              type="button"
              className="button button--link"
              onClick={() => edit({ type: 'remove', id: stairsId })}
            >
              {t('list.remove')}
              <span className="visually-hidden"> {label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function StairsPicker({
  edit,
  room,
  below,
}: {
  edit: Edit;
  room: SketchRoom;
  below: RoomChoice[];
}) {
  const { t } = useFloorPlanWords();
  const id = useId();
  const [target, setTarget] = useState('');
  if (room.level !== 'upstairs' || below.length === 0) return null;
  return (
    <p className="sketch-field sketch-field--inline">
      <label htmlFor={id}>{t('list.stairs-to')}</label>
      <select id={id} value={target} onChange={(event) => setTarget(event.target.value)}>
        <option value="">{t('routes.choose')}</option>
        {below.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button button--secondary"
        disabled={!target}
        onClick={() => edit({ type: 'add-stairs', roomId: room.id, toRoomId: target })}
      >
        {t('list.add-stairs')}
      </button>
    </p>
  );
}

interface RoomFieldsProps {
  room: SketchRoom;
  openings: SketchOpening[];
  alarms: SketchAlarm[];
  stairs: StairsLine[];
  below: RoomChoice[];
  edit: Edit;
  selected: boolean;
  onSelect: (id: string) => void;
}

/**
 * One room's form. Memoised on its own fields (not the whole sketch), so moving or editing
 * another room does not re-render it: with a dozen rooms that re-render was most of a tap.
 */
const RoomFields = memo(function RoomFields({
  room,
  openings,
  alarms,
  stairs,
  below,
  edit,
  selected,
  onSelect,
}: RoomFieldsProps) {
  const { t } = useFloorPlanWords();
  const id = useId();
  const add = (type: 'door' | 'window' | 'alarm') =>
    edit(
      type === 'alarm'
        ? { type: 'add-alarm', roomId: room.id }
        : { type: 'add-opening', roomId: room.id, kind: type },
    );
  return (
    <li className={`sketch-room-fields${selected ? ' sketch-room-fields--selected' : ''}`}>
      {/* Focus in the form marks its room on the drawing in a render after the tap: a tap on
          "Add a door" focuses the button first, and drawing the selection then held the click. */}
      <fieldset onFocus={() => startTransition(() => onSelect(room.id))}>
        <legend>{roomName(t, room)}</legend>
        <div className="sketch-room-fields__grid">
          <NameField room={room} edit={edit} />
          <p className="sketch-field">
            <label htmlFor={`${id}-kind`}>{t('list.kind')}</label>
            <select
              id={`${id}-kind`}
              value={room.kind}
              onChange={(event) =>
                edit({
                  type: 'change-room-kind',
                  id: room.id,
                  kind: event.target.value as RoomKind,
                })
              }
            >
              {ROOM_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </select>
          </p>
          <NumberField
            label={t('list.x')}
            value={room.x + 1}
            min={1}
            max={GRID.columns - room.width + 1}
            onChange={(value) => edit({ type: 'move-room', id: room.id, x: value - 1, y: room.y })}
          />
          <NumberField
            label={t('list.y')}
            value={room.y + 1}
            min={1}
            max={GRID.rows - room.height + 1}
            onChange={(value) => edit({ type: 'move-room', id: room.id, x: room.x, y: value - 1 })}
          />
          <NumberField
            label={t('list.width')}
            value={room.width}
            min={2}
            max={GRID.columns - room.x}
            onChange={(value) =>
              edit({ type: 'resize-room', id: room.id, width: value, height: room.height })
            }
          />
          <NumberField
            label={t('list.height')}
            value={room.height}
            min={2}
            max={GRID.rows - room.y}
            onChange={(value) =>
              edit({ type: 'resize-room', id: room.id, width: room.width, height: value })
            }
          />
        </div>
        <OpeningFields
          edit={edit}
          room={room}
          openings={openings}
          alarms={alarms}
          stairs={stairs}
        />
        <p className="sketch-room-fields__actions">
          <button type="button" className="button button--secondary" onClick={() => add('door')}>
            {t('list.add-door')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => add('window')}>
            {t('list.add-window')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => add('alarm')}>
            {t('list.add-alarm')}
          </button>
        </p>
        <StairsPicker edit={edit} room={room} below={below} />
        <button
          type="button"
          className="button button--link"
          onClick={() => edit({ type: 'remove', id: room.id })}
        >
          {t('list.remove-room')}
          <span className="visually-hidden"> {roomName(t, room)}</span>
        </button>
      </fieldset>
    </li>
  );
}, flatPropsEqual);

const NONE: never[] = [];

/** Each room's own part of the sketch, as plain values a memoised row can compare. */
function rowsOf(
  sketch: FloorPlanSketch,
  rooms: SketchRoom[],
  t: ReturnType<typeof useFloorPlanWords>['t'],
) {
  const below = roomsOn(sketch, 'ground').map((room) => ({ id: room.id, name: roomName(t, room) }));
  return rooms.map((room) => ({
    room,
    openings: sketch.openings.filter((opening) => opening.roomId === room.id),
    alarms: sketch.alarms.filter((alarm) => alarm.roomId === room.id),
    stairs: sketch.stairs
      .filter((item) => item.roomId === room.id || item.toRoomId === room.id)
      .map((item) => {
        const other = item.roomId === room.id ? item.toRoomId : item.roomId;
        const otherRoom = sketch.rooms.find((candidate) => candidate.id === other);
        return { id: item.id, label: t('list.stairs', { room: roomName(t, otherRoom) }) };
      }),
    below: room.level === 'upstairs' ? below : NONE,
  }));
}

export function RoomList({
  editor,
  level,
  selectedId,
  onSelect,
}: {
  editor: SketchEditor;
  level: Level;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useFloorPlanWords();
  const onLevel = roomsOn(editor.sketch, level);
  // A room just added gets its form in a render after the tap's frame (issue 54): the tap draws
  // the room and gives it the focus on the drawing; laying out its new form and words below was
  // the largest part of an "Add a room" on a low-tier phone. The rooms already listed follow each
  // edit at once (their fields are being typed into), and a room taken away goes at once.
  const listedIds = new Set(useDeferredValue(onLevel.map((room) => room.id).join(' ')).split(' '));
  // Which form is marked as the selected room's follows in that render too: marking and unmarking
  // draws both rooms' forms again, every field of them.
  const selected = useDeferredValue(selectedId);
  const rooms = onLevel.filter((room) => listedIds.has(room.id));
  return (
    <section className="sketch-list" aria-labelledby="sketch-list-title">
      <h2 id="sketch-list-title">{t('list.title')}</h2>
      <p>{t('list.lead')}</p>
      {rooms.length === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <ul className="sketch-list__rooms">
          {rowsOf(editor.sketch, rooms, t).map((row) => (
            <RoomFields
              key={row.room.id}
              {...row}
              edit={editor.edit}
              selected={selected === row.room.id}
              onSelect={onSelect}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
