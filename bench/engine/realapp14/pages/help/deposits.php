<h2>Deposits</h2>
<p>Deposits are protected in a government-approved scheme within 30 days.</p>
