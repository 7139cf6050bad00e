'use client';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { dialogInTurn, type QueuedDialog } from '#domain/dialog-order.ts';

interface Queue {
  waiting: ReadonlySet<QueuedDialog>;
  ask: (dialog: QueuedDialog, wanted: boolean) => void;
}

const QueueContext = createContext<Queue | null>(null);

/** Holds the page dialogs that want the screen; only the one in turn (src/domain/dialog-order.ts) shows. */
export function DialogQueue({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<ReadonlySet<QueuedDialog>>(() => new Set());
  const [ask] = useState(() => (dialog: QueuedDialog, wanted: boolean) =>
    setWaiting((current) => {
      if (current.has(dialog) === wanted) return current;
      const next = new Set(current);
      if (wanted) next.add(dialog);
      else next.delete(dialog);
      return next;
    }),
  );
  return <QueueContext.Provider value={{ waiting, ask }}>{children}</QueueContext.Provider>;
}

/** Asks for the screen while `wanted`; true once it is this dialog's turn (at once outside a queue). */
export function useDialogTurn(dialog: QueuedDialog, wanted: boolean): boolean {
  const queue = useContext(QueueContext);
  const ask = queue?.ask;
  useEffect(() => {
    if (!ask) return;
    ask(dialog, wanted);
    return () => ask(dialog, false);
  }, [ask, dialog, wanted]);
  if (!queue) return wanted;
  return wanted && dialogInTurn(queue.waiting) === dialog;
}

/**
 * A modal <dialog> of the queue: it opens (showModal) when its turn comes and leaves the queue once closed.
 * Answers the ref for the <dialog>, close, and markClosed (for a dialog the browser closed, e.g. with Escape).
 */
export function useQueuedModal(dialog: QueuedDialog) {
  const ref = useRef<HTMLDialogElement>(null);
  const [done, setDone] = useState(false);
  const turn = useDialogTurn(dialog, !done);
  useEffect(() => {
    if (turn && ref.current && !ref.current.open) ref.current.showModal();
  }, [turn]);
  const close = () => {
    ref.current?.close();
    setDone(true);
  };
  return { ref, close, markClosed: () => setDone(true) };
}
