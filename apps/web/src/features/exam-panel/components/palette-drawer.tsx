import type { ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';

/** On phones the side panel (palette, counts) opens as a drawer from the right. */
export function PaletteDrawer({
  show,
  onHide,
  title,
  children,
}: {
  show: boolean;
  onHide: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="palette-drawer-title">
      <Offcanvas.Header closeButton closeLabel={t('panel.close')}>
        <Offcanvas.Title id="palette-drawer-title" as="h2" className="h5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>{children}</Offcanvas.Body>
    </Offcanvas>
  );
}
