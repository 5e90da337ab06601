<?php
// Markup built in a variable and printed later: a value in an unquoted attribute of the built
// text ends the attribute with a space whatever HTML escaping did.
$color = htmlspecialchars($_GET['color'] ?? 'navy', ENT_QUOTES, 'UTF-8');
// ruleid: php-xss-attribute
$html = '<p>Colour: <input type="text" name="color" value=' . $color . '></p>';
// ok: php-xss-attribute
$html .= '<p>Again: <input type="text" name="again" value="' . $color . '"></p>';
// ruleid: php-xss-attribute
$html .= "<td class=cell-{$color}>x</td>";
// ok: php-xss-attribute
$html .= '<td class=cell-' . (int) ($_GET['n'] ?? 0) . '>n</td>';
// Text that opens no tag is not markup: a comparison in SQL is no attribute.
// ok: php-xss-attribute
$sql = 'SELECT id FROM t WHERE a < b AND c = ' . $color;
echo $html;
