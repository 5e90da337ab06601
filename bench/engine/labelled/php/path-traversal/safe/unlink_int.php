<?php
unlink(__DIR__ . '/uploads/' . (int) $_POST['remove'] . '.jpg');
