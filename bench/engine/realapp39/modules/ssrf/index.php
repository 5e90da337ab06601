<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';
$url = $_GET['url'] ?? '';
$allowedHosts = ['feeds.harborlab.test', 'status.harborlab.test'];
$feeds = ['news' => 'https://feeds.harborlab.test/news.xml', 'status' => 'https://status.harborlab.test/summary.json'];

if ($url !== '' || isset($_GET['feed'])) {
    switch ($level) {
        case 'low':
            $body = file_get_contents($url);
            $headers = get_headers($url);
            break;

        case 'medium':
            if (stripos($url, 'http') !== 0) {
                $body = 'Only web addresses can be previewed.';
                break;
            }
            $ch = curl_init($url);
            curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
            curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);
            curl_setopt($ch, CURLOPT_TIMEOUT, 5);
            $body = curl_exec($ch);
            curl_close($ch);
            break;

        case 'high':
            $parts = parse_url($url);
            if (($parts['scheme'] ?? '') === 'https' && in_array($parts['host'] ?? '', $allowedHosts, true)) {
                $ch = curl_init('https://' . $parts['host'] . '/' . ltrim($parts['path'] ?? '', '/'));
                curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
                curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, true);
                curl_setopt($ch, CURLOPT_PROTOCOLS, CURLPROTO_HTTPS);
                $body = curl_exec($ch);
                curl_close($ch);
            } else {
                $body = 'That host is not on the allow list.';
            }
            break;

        default:
            $feed = $_GET['feed'] ?? 'news';
            $body = isset($feeds[$feed]) ? file_get_contents($feeds[$feed]) : 'Unknown feed.';
    }
    $html .= '<pre>' . htmlspecialchars(substr((string)$body, 0, 2000)) . '</pre>';
}

$form = '<form method="get"><p>Preview a URL: <input type="text" name="url" size="50"></p><input type="submit" value="Preview"></form>';

lab_module_page('Server-Side Request Forgery', $form, $html);
