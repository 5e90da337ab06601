<?php
$config = [
    'theme' => $_GET['theme'] ?? 'light',
    'greeting' => $_GET['greeting'] ?? 'Hello',
    'locale' => $_SERVER['HTTP_ACCEPT_LANGUAGE'] ?? 'en',
];
$json = json_encode($config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT);
?>
<!doctype html>
<html>
<body>
<div id="widget"></div>
<script>
    var widgetConfig = <?= $json ?>;
    renderWidget(document.getElementById('widget'), widgetConfig);
</script>
</body>
</html>
