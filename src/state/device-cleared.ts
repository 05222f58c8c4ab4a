// "Clear everything on this device" (a shared phone): every slice this device keeps goes back to
// how it was before the app was first used. Each persisted slice answers this action itself.
import { createAction } from '@reduxjs/toolkit';

export const deviceCleared = createAction('device/cleared');
