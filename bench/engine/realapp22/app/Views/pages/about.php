<h1>About the society</h1>
<p>The Greenbelt Allotment Society looks after 212 plots on three sites: North Field, Brookside and the Old Orchard.</p>
<?php if (! empty($usage)): ?>
    <pre class="usage"><?= esc($usage) ?></pre>
<?php endif ?>
<p>Committee meetings are held on the first Tuesday of every month in the pavilion.</p>
