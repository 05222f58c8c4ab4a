import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './step-footer.css';

export interface StepFooterProps {
  /** id of the page's <form>: the continue button submits it (spec: the footer submits). */
  formId: string;
  continueLabel: string;
  /** Continue is enabled only when the answer is valid. */
  canContinue: boolean;
  /** A back link in the footer (shown on phones under 768 px only, unless `backAlways`). */
  back?: { to: string; label: string } | null;
  backAlways?: boolean;
  /** Step display such as '2 / 5' (quiz), already translated. */
  step?: ReactNode;
  centred?: boolean;
}

/** The tool's bottom bar: optional back link, optional step display, and the continue button. */
export function StepFooter({
  formId,
  continueLabel,
  canContinue,
  back,
  backAlways = false,
  step,
  centred = false,
}: StepFooterProps) {
  return (
    <div className={`step-footer${centred ? ' step-footer--centred' : ''}`}>
      <div className="step-footer__inner">
        {back && (
          <Link
            className={`button button--secondary step-footer__back${backAlways ? '' : ' step-footer__back--mobile'}`}
            to={back.to}
          >
            {back.label}
          </Link>
        )}
        {step && <p className="step-footer__step">{step}</p>}
        <button
          type="submit"
          form={formId}
          className="button button--primary step-footer__continue"
          disabled={!canContinue}
        >
          {continueLabel}
        </button>
      </div>
    </div>
  );
}
