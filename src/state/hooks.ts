// The only way components reach the store: typed hooks.
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './root-state';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
