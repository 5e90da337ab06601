<?php
function createResetLink(PDO $db, $userId)
{
    $resetToken = bin2hex(random_bytes(32));
    $stmt = $db->prepare('UPDATE users SET reset_token = ? WHERE id = ?');
    $stmt->execute([$resetToken, $userId]);
    return 'https://example.com/reset?token=' . $resetToken;
}
