import { useEffect, useRef, useState } from 'react';
import { Modal, type ModalProps } from '@mantine/core';

/**
 * A Modal that its parent renders only while it is open. Mantine gives the focus back to the opener when
 * `opened` turns false, which never happens to a modal that is unmounted instead: a keyboard user was left
 * at the top of the page. This one remembers what had the focus when it mounted and focuses it again when
 * it goes (if that control is still on the page).
 */
export function MountedModal(props: Omit<ModalProps, 'opened'>) {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // After React's commit, only if the modal really went (StrictMode's trial unmount remounts it at once) and
      // the focus went nowhere else (a next dialog, such as the new key's, keeps it).
      setTimeout(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (!mounted.current && lost && opener?.isConnected) opener.focus();
      }, 0);
    };
  }, [opener]);
  return <Modal opened {...props} />;
}
