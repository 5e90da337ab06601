<h1>Instrument hire</h1>
<p>Violins, cellos, flutes and clarinets can be hired for a term at a time.</p>
