import DOMPurify from 'isomorphic-dompurify';

export interface CardCustomer {
  name: string;
  city: string | null;
  notesHtml: string | null;
  signatureHtml: string | null;
}

export function CustomerCard({ customer, highlight }: { customer: CardCustomer; highlight: string }) {
  const cleanNotes = DOMPurify.sanitize(customer.notesHtml ?? '');
  return (
    <article className="customer-card">
      <h2>{customer.name}</h2>
      <p className="customer-card__city" title={highlight}>{customer.city ?? '—'}</p>
      <div className="customer-card__notes" dangerouslySetInnerHTML={{ __html: cleanNotes }} />
      <div className="customer-card__signature" dangerouslySetInnerHTML={{ __html: customer.signatureHtml ?? '' }} />
      <p className="customer-card__match" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(`Matched on <mark>${highlight}</mark>`) }} />
    </article>
  );
}
