'use client';
import { useEffect, useState } from 'react';
import { useDialogTurn } from '#ui/dialog-queue.tsx';
import type { UpgradeInfo } from '#domain/contract/account.ts';
import { accountApi } from './api';
import { UpgradeDialog } from './upgrade-dialog';

/**
 * A signed-in member's page load: when points lifted their level since the last congratulation (a friend's
 * sign-up, a review, a completed meal), the upgrade dialog shows once; closing it records it as seen.
 */
export function UpgradeAnnouncement({ program, lang }: { program: string; lang: string }) {
  const [upgrade, setUpgrade] = useState<UpgradeInfo | null>(null);
  const shown = useDialogTurn('upgrade', upgrade !== null);
  useEffect(() => {
    let current = true;
    void accountApi(program, lang)
      .upgrade()
      .then((answer) => {
        if (current && answer.ok && answer.data.visible) setUpgrade(answer.data);
      });
    return () => {
      current = false;
    };
  }, [program, lang]);
  if (!upgrade || !shown) return null;
  return (
    <UpgradeDialog
      upgrade={upgrade}
      onClose={() => {
        setUpgrade(null);
        void accountApi(program, lang).upgradeSeen();
      }}
    />
  );
}
