<h1>Fees</h1>
<p>Lessons are invoiced termly. Thirty-minute lessons cost <?= money(2400) ?>, forty-five minutes <?= money(3400) ?>.</p>
