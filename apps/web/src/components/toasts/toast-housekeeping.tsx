'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { toast, type Id } from 'react-toastify';

/**
 * An error toast describes a state that is gone once something succeeds or the visitor moves to another
 * page ('Gebruikersnaam of wachtwoord onjuist' must not sit above the next success): this dismisses the
 * open error and warning toasts when a success toast appears and when the path changes. Success and
 * info toasts keep their own time, so a notice raised with a navigation survives it.
 */
export function ToastHousekeeping() {
  const pathname = usePathname();
  const problems = useRef(new Set<Id>());

  useEffect(() => {
    const open = problems.current;
    return toast.onChange(({ id, status, type }) => {
      if (status === 'removed') open.delete(id);
      else if (status === 'added' && (type === 'error' || type === 'warning')) open.add(id);
      else if (status === 'added' && type === 'success') for (const problem of open) toast.dismiss(problem);
    });
  }, []);

  useEffect(() => {
    const open = problems.current;
    return () => {
      for (const problem of open) toast.dismiss(problem);
    };
  }, [pathname]);

  return null;
}
