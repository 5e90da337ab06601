<?php
$agent = db_one('SELECT name, email, team FROM users WHERE email = ? AND role IN (\'agent\', \'admin\')', [$who]);
if ($agent) {
    $html .= '<h3>' . e($agent['name']) . '</h3>';
    $html .= '<p>' . e($agent['team']) . ' · <a href="mailto:' . e($agent['email']) . '">' . e($agent['email']) . '</a></p>';
} else {
    $html .= '<p>No agent called ' . htmlspecialchars($who, ENT_QUOTES) . '.</p>';
}
