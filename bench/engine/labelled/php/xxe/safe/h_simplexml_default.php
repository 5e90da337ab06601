<?php
$xml = file_get_contents('php://input');
$doc = simplexml_load_string($xml);
echo htmlspecialchars((string) $doc->name);
