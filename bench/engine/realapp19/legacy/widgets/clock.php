<?php
echo '<div class="clock">' . date('H:i') . '</div>';
