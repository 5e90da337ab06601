<?php
$user = $_GET['user'] ?? 'guest';
printf('<a class="profile" href="/u/%s">%s</a>', htmlspecialchars($user, ENT_QUOTES), htmlspecialchars($user));
