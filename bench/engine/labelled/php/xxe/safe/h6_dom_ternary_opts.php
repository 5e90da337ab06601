<?php
$opts = (3 > 5) ? LIBXML_NOENT : 0;
$d = new DOMDocument();
$d->loadXML($_POST['xml'] ?? '<a/>', $opts);
echo htmlspecialchars($d->documentElement->textContent);
