// /floor-plan: draw the home (optional). Its own lazily loaded chunk: nothing of it is on the
// first screen. The sketch is stored on the device, so the prerender (and hydration) draw the
// page's shell; the editor comes once the stored sketch is back, and a first edit cannot be
// overwritten by it.
import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentProps,
} from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../state/hooks';
import { useAnswersPending } from '../../state/page-readiness';
import { PageShell } from '../../components/page-loader';
import { useLanguage } from '../../lib/use-language';
import { paths } from '../../routes';
import { checkSketch } from '../../domain/floor-plan/checks';
import { LEVELS, ROOM_KINDS, SKETCH_LIMITS, roomsOn } from '../../domain/floor-plan/sketch';
import type { Level, RoomKind } from '../../domain/floor-plan/sketch';
import { roomName } from '../../drawing/drawing-labels';
import { selectSubmissionStatus } from '../../submissions';
import { selectPlanDetails } from '../../state/plan/plan-slice';
import { needsOf } from '../../domain/plan/household-needs';
import { sleepingPlaceTodos } from '../../domain/plan/sleeping-places';
import { FindingsList } from '../../components/sketch/findings-list';
import { RoomList } from './room-list';
import { RouteEditor } from './route-editor';
import { SleepingPlaces } from './sleeping-places';
import { SketchCanvas, type EditorMode } from './sketch-canvas';
import { ToolbarRadio } from './toolbar-radio';
import { useFloorPlanWords, useWordsReadyWhenIdle } from '../../components/sketch/use-drawing-text';
import { useSketchEditor, type SketchEditor } from './use-sketch-editor';
import '../../components/sketch/sketch-view.css';
import './floor-plan.css';

const MODES: readonly EditorMode[] = ['select', 'first', 'second', 'meeting'];

/** The links back to the plan: drawn again when their words or address change, not on each edit. */
const BackLink = memo(Link);

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && !!target.closest('input, select, textarea');
}

/**
 * The findings under the drawing, one render after each edit: the drawing shows the edit (and its
 * own marks) within the tap; this list, below it, in a render after that frame (issue 54). Only
 * this list is drawn again then, not the page.
 */
const FindingsAfterEdit = memo(function FindingsAfterEdit(
  props: ComponentProps<typeof FindingsList>,
) {
  const listed = useDeferredValue(props);
  return (
    <FindingsList
      sketch={listed.sketch}
      findings={listed.findings}
      peopleTodos={listed.peopleTodos}
    />
  );
});

/**
 * The ways out as lists, one render after each edit, as the findings: the drawing shows the edit
 * within the tap, and the lists' choices (every room and door the way can take) follow. Their
 * buttons act on the sketch as stored (editor.current), not on the one these lists show.
 */
function RoutesAfterEdit({ editor }: { editor: SketchEditor }) {
  const sketch = useDeferredValue(editor.sketch);
  return <RouteEditor editor={sketch === editor.sketch ? editor : { ...editor, sketch }} />;
}

export default function FloorPlanPage() {
  return useAnswersPending() ? <PageShell /> : <FloorPlanEditor />;
}

function FloorPlanEditor() {
  const { t } = useFloorPlanWords();
  useWordsReadyWhenIdle();
  const { to } = useLanguage();
  const id = useId();
  const editor = useSketchEditor();
  const planSent = useAppSelector(
    (state) => selectSubmissionStatus(state, 'plan').state !== 'idle',
  );
  const [level, setLevel] = useState<Level>('ground');
  // The level's radio answers the tap at once; the other level's drawing and room forms follow
  // in a render that yields to input (a 100 ms tap, on a slow phone).
  const shownLevel = useDeferredValue(level);
  const [mode, setMode] = useState<EditorMode>('select');
  const [kind, setKind] = useState<RoomKind>('bedroom');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const findings = useMemo(() => checkSketch(editor.sketch), [editor.sketch]);
  const details = useAppSelector(selectPlanDetails);
  const peopleTodos = useMemo(
    () => sleepingPlaceTodos(details, editor.sketch, needsOf).length,
    [details, editor.sketch],
  );
  const back = to(planSent ? paths.review : paths.complete);
  const chooseLevel = useCallback((option: Level) => {
    setLevel(option);
    setSelectedId(null);
  }, []);
  const { undo, redo } = editor;

  // Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes, except while typing in a field.
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if (key === 'y' || (key === 'z' && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  function addRoom() {
    if (editor.sketch.rooms.length >= SKETCH_LIMITS.rooms) {
      setAnnouncement(t('toolbar.full'));
      return;
    }
    // Drawn within this tap (not in a frame after it), so the new room can take the focus here,
    // the arrow keys move it straight away, and the page lays out once rather than twice.
    const room = flushSync(() => {
      const added = editor.edit({ type: 'add-room', kind, level }).rooms.at(-1);
      if (added) {
        setMode('select');
        setSelectedId(added.id);
        setAnnouncement(t('toolbar.added', { room: roomName(t, added) }));
      }
      return added;
    });
    if (!room) return;
    document.querySelector<SVGElement>(`.sketch-canvas [data-id="${room.id}"][tabindex]`)?.focus();
  }

  return (
    <div className="plan-page floor-plan-page">
      <div className="plan-page__body floor-plan-page__body">
        <h1>{t('page.title')}</h1>
        <p>{t('page.lead')}</p>
        <p>
          <BackLink to={back}>{t('page.skip')}</BackLink>
        </p>

        <section className="sketch-toolbar" aria-labelledby={`${id}-tools`}>
          <h2 id={`${id}-tools`} className="visually-hidden">
            {t('toolbar.title')}
          </h2>
          <fieldset className="sketch-toolbar__group">
            <legend>{t('toolbar.level')}</legend>
            {LEVELS.map((option) => (
              <label key={option} className="sketch-toolbar__choice">
                <ToolbarRadio
                  name={`${id}-level`}
                  value={option}
                  checked={level === option}
                  onChoose={chooseLevel}
                />
                {t(`levels.${option}`)} ({roomsOn(editor.sketch, option).length})
              </label>
            ))}
          </fieldset>
          <div className="sketch-toolbar__group sketch-toolbar__add">
            <label htmlFor={`${id}-kind`}>{t('toolbar.room-kind')}</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as RoomKind)}
            >
              {ROOM_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`kinds.${option}`)}
                </option>
              ))}
            </select>
            <button type="button" className="button button--primary" onClick={addRoom}>
              {t('toolbar.add-room')}
            </button>
          </div>
          <div className="sketch-toolbar__group">
            <button
              type="button"
              className="button button--secondary"
              onClick={undo}
              disabled={!editor.canUndo}
            >
              {t('toolbar.undo')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={redo}
              disabled={!editor.canRedo}
            >
              {t('toolbar.redo')}
            </button>
          </div>
          <fieldset className="sketch-toolbar__group sketch-toolbar__modes">
            <legend>{t('toolbar.mode')}</legend>
            {MODES.map((option) => (
              <label
                key={option}
                className={`sketch-toolbar__choice sketch-toolbar__choice--${option}`}
              >
                <ToolbarRadio
                  name={`${id}-mode`}
                  value={option}
                  checked={mode === option}
                  onChoose={setMode}
                />
                {t(`toolbar.modes.${option}`)}
              </label>
            ))}
          </fieldset>
          <p className="sketch-toolbar__hint" id={`${id}-hint`}>
            {t(`toolbar.hints.${mode}`)}
          </p>
        </section>

        <p id={`${id}-instructions`} className="sketch-instructions">
          {t('canvas.instructions')}
        </p>
        <SketchCanvas
          editor={editor}
          level={shownLevel}
          mode={mode}
          findings={findings}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onAnnounce={setAnnouncement}
          describedBy={`${id}-instructions ${id}-hint`}
        />
        <p
          className="visually-hidden"
          role="status"
          aria-live="polite"
          data-testid="sketch-announcement"
        >
          {announcement}
        </p>
        <p className="sketch-saved">{t('page.saved')}</p>

        <FindingsAfterEdit sketch={editor.sketch} findings={findings} peopleTodos={peopleTodos} />
        <RoutesAfterEdit editor={editor} />
        <RoomList
          editor={editor}
          level={shownLevel}
          selectedId={selectedId}
          onSelect={setSelectedId}
        />
        <SleepingPlaces sketch={editor.sketch} />

        <p className="floor-plan-page__done">
          <BackLink className="button button--primary" to={back}>
            {t('page.done')}
          </BackLink>
        </p>
      </div>
    </div>
  );
}
