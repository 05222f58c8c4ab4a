// The two ways out as lists: each step in words, the next step chosen from the doors, windows and
// stairs that lead on from where the way has got to. The same routes a tap on the drawing marks.
import { memo, useId, useState } from 'react';
import { nextRouteSteps, walkRoute } from '../../domain/floor-plan/ways-out';
import { GRID, ROUTE_KEYS, passages, roomById } from '../../domain/floor-plan/sketch';
import type {
  FloorPlanSketch,
  Passage,
  RouteKey,
  SketchRoute,
} from '../../domain/floor-plan/sketch';
import { roomName, type Translate } from '../../drawing/drawing-labels';
import { useFloorPlanWords } from '../../components/sketch/use-drawing-text';
import type { SketchEditor } from './use-sketch-editor';

function passageKind(t: Translate, passage: Passage): string {
  const kind = passage.kind === 'stairs' ? t('drawing.stairs') : t(`openings.${passage.kind}`);
  return kind.toLocaleLowerCase();
}

/** A step in words: where the way starts, or where a door, window or stairs takes it. */
function stepText(t: Translate, sketch: FloorPlanSketch, from: string, passage: Passage): string {
  const to = passage.a === from ? passage.b : passage.a;
  if (to === 'outside') return t('routes.out', { kind: passageKind(t, passage) });
  return t('routes.into', {
    kind: passageKind(t, passage),
    room: roomName(t, roomById(sketch, to)),
  });
}

function RouteFields({ editor, route }: { editor: SketchEditor; route: RouteKey }) {
  const { t } = useFloorPlanWords();
  const id = useId();
  const [choice, setChoice] = useState('');
  const { sketch } = editor;
  const steps = sketch.routes[route];
  const walk = walkRoute(sketch, steps);
  const byId = new Map(passages(sketch).map((passage) => [passage.id, passage]));
  const next = nextRouteSteps(sketch, steps);
  const last = walk.rooms.at(-1);
  // From the steps stored now: this list is drawn a render after each edit (floor-plan-page.tsx).
  const change = (update: (stored: SketchRoute) => SketchRoute) => {
    editor.edit({ type: 'set-route', route, steps: update(editor.current().routes[route]) });
    setChoice('');
  };
  const optionText = (stepId: string) => {
    const passage = byId.get(stepId);
    if (steps.length === 0 || !passage || !last) {
      return t('routes.start', { room: roomName(t, roomById(sketch, stepId)) });
    }
    return stepText(t, sketch, last, passage);
  };
  return (
    <section
      className={`sketch-route-fields sketch-route-fields--${route}`}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>
        <span
          className={`sketch-route-fields__badge sketch-route-fields__badge--${route}`}
          aria-hidden="true"
        >
          {route === 'first' ? '1' : '2'}
        </span>
        {t(`routes.${route}`)}
      </h3>
      {steps.length === 0 ? (
        <p>{t('routes.empty')}</p>
      ) : (
        <>
          <ol data-testid={`route-steps-${route}`}>
            <li>
              {t('routes.start', { room: roomName(t, roomById(sketch, walk.rooms[0] ?? '')) })}
            </li>
            {walk.passages.map((passage, index) => (
              <li key={passage.id}>{stepText(t, sketch, walk.rooms[index] ?? '', passage)}</li>
            ))}
          </ol>
          <p role="status">{walk.reachesOutside ? t('routes.complete') : t('routes.incomplete')}</p>
        </>
      )}
      {next.length > 0 && (
        <p className="sketch-field sketch-field--inline">
          <label htmlFor={`${id}-next`}>{t('routes.next')}</label>
          <select
            id={`${id}-next`}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
          >
            <option value="">{t('routes.choose')}</option>
            {next.map((stepId) => (
              <option key={stepId} value={stepId}>
                {optionText(stepId)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--secondary"
            disabled={!choice}
            onClick={() => change((stored) => [...stored, choice])}
          >
            {t('routes.add-step')}
          </button>
        </p>
      )}
      {steps.length > 0 && (
        <p className="sketch-route-fields__actions">
          <button
            type="button"
            className="button button--link"
            onClick={() => change((stored) => stored.slice(0, -1))}
          >
            {t('routes.undo-step')}
          </button>
          <button type="button" className="button button--link" onClick={() => change(() => [])}>
            {t('routes.clear')}
            <span className="visually-hidden"> {t(`routes.${route}`)}</span>
          </button>
        </p>
      )}
    </section>
  );
}

function MeetingFields({ editor }: { editor: SketchEditor }) {
  const { t } = useFloorPlanWords();
  const id = useId();
  const meeting = editor.sketch.meeting;
  const [draft, setDraft] = useState({
    x: (meeting?.x ?? GRID.columns - 2) + 1,
    y: (meeting?.y ?? GRID.rows - 2) + 1,
  });
  return (
    <section className="sketch-meeting-fields" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('list.meeting.title')}</h3>
      <p role="status">
        {meeting
          ? t('canvas.moved', { room: t('list.meeting.title'), x: meeting.x + 1, y: meeting.y + 1 })
          : t('list.meeting.none')}
      </p>
      <div className="sketch-field--inline">
        {(['x', 'y'] as const).map((axis) => (
          <p className="sketch-field" key={axis}>
            <label htmlFor={`${id}-${axis}`}>{t(`list.meeting.${axis}`)}</label>
            <input
              id={`${id}-${axis}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={axis === 'x' ? GRID.columns : GRID.rows}
              value={draft[axis]}
              onChange={(event) =>
                setDraft({ ...draft, [axis]: Number.parseInt(event.target.value, 10) || 1 })
              }
            />
          </p>
        ))}
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            editor.edit({ type: 'set-meeting', point: { x: draft.x - 1, y: draft.y - 1 } })
          }
        >
          {t('list.meeting.place')}
        </button>
        {meeting && (
          <button
            type="button"
            className="button button--link"
            onClick={() => editor.edit({ type: 'set-meeting', point: null })}
          >
            {t('list.meeting.remove')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * Drawn again only when the sketch changes: a tap that selects a room, a change of mode or level
 * re-renders the page but not the ways out (whose steps are worked out on each render).
 */
export const RouteEditor = memo(
  RouteEditorLists,
  (before, after) =>
    before.editor.sketch === after.editor.sketch && before.editor.edit === after.editor.edit,
);

function RouteEditorLists({ editor }: { editor: SketchEditor }) {
  const { t } = useFloorPlanWords();
  return (
    <section className="sketch-routes" aria-labelledby="sketch-routes-title">
      <h2 id="sketch-routes-title">{t('routes.title')}</h2>
      {ROUTE_KEYS.map((route) => (
        <RouteFields key={route} editor={editor} route={route} />
      ))}
      <MeetingFields editor={editor} />
    </section>
  );
}
