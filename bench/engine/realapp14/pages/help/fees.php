<h2>Fees</h2>
<p>Tenants pay no fees beyond rent and a refundable deposit.</p>
