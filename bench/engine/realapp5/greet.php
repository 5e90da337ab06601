<?php
// Welcome banner shown after the onboarding wizard. The rendering level is a site setting.
require_once 'includes/header.php';

$html = '';
switch (isset($_COOKIE['banner_level']) ? $_COOKIE['banner_level'] : 'plain') {
    case 'rich':
        $bannerFile = 'rich.php';
        break;
    default:
        $bannerFile = 'plain.php';
}
require_once __DIR__ . '/modules/greet/' . $bannerFile;

echo "<div class=\"banner\">{$html}</div>";

require_once 'includes/footer.php';
