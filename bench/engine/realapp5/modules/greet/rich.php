<?php
// Rich banner: the team name may carry <b>/<i> from the onboarding form.
$team = isset($_GET['team']) ? $_GET['team'] : 'your team';
$html .= '<h2>Welcome to ' . $team . '</h2>';
$html .= '<p>Your workspace is ready.</p>';
