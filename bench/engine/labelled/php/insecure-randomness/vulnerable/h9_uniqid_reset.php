<?php
function createResetLink(PDO $db, $userId)
{
    $resetToken = sha1(uniqid('', true));
    $stmt = $db->prepare('UPDATE users SET reset_token = ? WHERE id = ?');
    $stmt->execute([$resetToken, $userId]);
    return 'https://example.com/reset?token=' . $resetToken;
}
