<?php
$tips = ['Drink water', 'Take a walk', 'Stretch'];
echo htmlspecialchars($tips[mt_rand(0, count($tips) - 1)]);
