<?php
/**
 * @var array $attendees
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<table class="widefat striped">
	<thead><tr><th>Name</th><th>Email</th><th>Guests</th><th>Registered</th></tr></thead>
	<tbody>
	<?php foreach ( $attendees as $a ) : ?>
		<tr>
			<td><?php echo esc_html( $a->name ); ?></td>
			<td><a href="mailto:<?php echo esc_attr( $a->email ); ?>"><?php echo esc_html( $a->email ); ?></a></td>
			<td><?php echo (int) $a->guests; ?></td>
			<td><?php echo esc_html( meetdesk_format_date( $a->created_at ) ); ?></td>
		</tr>
	<?php endforeach; ?>
	</tbody>
</table>
