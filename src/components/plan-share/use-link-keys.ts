// A saved plan's page takes the keys its link brought and removes them from the address bar and
// the history at once (the entry is replaced, not added to): on a phone the household shares,
// nobody picking it up later finds a way to change or delete the plan in its history.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PlanLinkKeys } from '../../contracts/plan-links';
import { addressHasPlanKeys, takePlanLinkKeys } from '../../lib/plan-link-keys';

export function useLinkKeys(identifier: string): PlanLinkKeys {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const [keys] = useState(() => takePlanLinkKeys(identifier, hash));
  const carriesKeys = addressHasPlanKeys(hash);
  useEffect(() => {
    if (!carriesKeys) return;
    void navigate({ pathname, search }, { replace: true, state, preventScrollReset: true });
  }, [carriesKeys, navigate, pathname, search, state]);
  return keys;
}
