<?php
class AvatarStore {
    public function remove(string $file): void {
        @unlink('/var/avatars/' . $file);
    }
}
(new AvatarStore())->remove($_REQUEST['avatar']);
