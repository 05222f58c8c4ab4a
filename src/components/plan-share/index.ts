// Sharing the saved plan with the household (link, share sheet, QR code).
export { SharePlan } from './share-plan';
export { PlanQrCode } from './plan-qr-code';
export { useSavedPlanUrl } from './saved-plan-url';
