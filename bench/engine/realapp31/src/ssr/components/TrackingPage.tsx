import { Banner } from './Banner';

export interface TrackingShipment {
  reference: string;
  status: string;
  destination: string;
  note: string | null;
  eta: Date | null;
}

const FOOTER_HTML = 'Questions? Write to <a href="mailto:support@harborline.io">support@harborline.io</a>.';

export function TrackingPage({ shipment, flash, promo }: { shipment: TrackingShipment; flash?: string; promo?: string }) {
  return (
    <main className="tracking">
      <Banner announcement={promo} />
      <h1>Shipment {shipment.reference}</h1>
      <p className="tracking__status">Status: {shipment.status} — to {shipment.destination}</p>
      {flash ? <div className="flash" dangerouslySetInnerHTML={{ __html: flash }} /> : null}
      {shipment.note ? <section className="tracking__note" dangerouslySetInnerHTML={{ __html: shipment.note }} /> : null}
      <footer dangerouslySetInnerHTML={{ __html: FOOTER_HTML }} />
    </main>
  );
}

export function NotFound({ reference }: { reference: string }) {
  return (
    <main className="tracking tracking--missing">
      <h1>We could not find shipment “{reference}”</h1>
      <p>Check the reference on your receipt and try again.</p>
    </main>
  );
}
