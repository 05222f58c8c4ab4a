// The only way components reach the store: typed hooks.
import type { Store } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, RootState } from './root-state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself: for a value read once in a callback, without drawing again when it changes. */
export const useAppStore = useStore.withTypes<Store<RootState>>();
