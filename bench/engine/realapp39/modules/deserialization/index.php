<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

class LabPreferences
{
    public $theme = 'light';
    public $pageSize = 10;
    public $formatter = 'plain';
}

$level = lab_security_level();
$html = '';
$prefs = new LabPreferences();

switch ($level) {
    case 'low':
        if (isset($_COOKIE['lab_prefs'])) {
            $prefs = unserialize(base64_decode($_COOKIE['lab_prefs']));
        }
        break;

    case 'medium':
        if (isset($_POST['state'])) {
            if (preg_match('/^O:\d+:"/', $_POST['state'])) {
                $html .= '<p>Objects are not accepted.</p>';
            } else {
                $restored = unserialize($_POST['state']);
                $prefs->pageSize = (int)($restored['pageSize'] ?? 10);
            }
        }
        break;

    default:
        if (isset($_COOKIE['lab_prefs'])) {
            $data = json_decode($_COOKIE['lab_prefs'], true);
            $prefs->theme = in_array($data['theme'] ?? '', ['light', 'dark'], true) ? $data['theme'] : 'light';
            $prefs->pageSize = max(5, min(50, (int)($data['pageSize'] ?? 10)));
        }
        if (isset($_POST['state'])) {
            $restored = unserialize($_POST['state'], ['allowed_classes' => false]);
        }
}

$sample = 'Harbor Training Lab';
$formatters = ['plain' => 'strval', 'upper' => 'strtoupper', 'title' => 'ucwords'];
if ($level === 'low' && isset($_GET['formatter'])) {
    $sample = call_user_func($_GET['formatter'], $sample);
} else {
    $style = $_GET['formatter'] ?? 'plain';
    $sample = call_user_func($formatters[$style] ?? 'strval', $sample);
}

setcookie('lab_prefs', json_encode(['theme' => $prefs->theme, 'pageSize' => $prefs->pageSize]), ['path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
$html .= '<p>Theme: ' . lab_e($prefs->theme) . ', ' . (int)$prefs->pageSize . ' rows per page. Sample: ' . lab_e($sample) . '</p>';

$form = '<form method="post"><p>Restore saved state:</p><textarea name="state"></textarea><br><input type="submit" value="Restore"></form>';

lab_module_page('Insecure Deserialization', $form, $html);
