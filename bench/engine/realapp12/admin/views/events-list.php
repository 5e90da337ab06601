<?php
/**
 * @var array $events rows from MeetDesk_Events_Repository::paginate().
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
$current_page = isset( $_GET['paged'] ) ? absint( $_GET['paged'] ) : 1;
?>
<div class="wrap">
	<h1 class="wp-heading-inline"><?php esc_html_e( 'Events', 'meetdesk' ); ?></h1>
	<a class="page-title-action" href="<?php echo esc_url( admin_url( 'admin.php?page=meetdesk&action=edit' ) ); ?>"><?php esc_html_e( 'Add New', 'meetdesk' ); ?></a>

	<form method="get" action="<?php echo $_SERVER['PHP_SELF']; ?>" class="meetdesk-filter">
		<input type="hidden" name="page" value="meetdesk">
		<label>
			<?php esc_html_e( 'Sort by', 'meetdesk' ); ?>
			<select name="orderby">
				<option value="date">Date</option>
				<option value="title">Title</option>
				<option value="capacity">Capacity</option>
			</select>
		</label>
		<?php submit_button( __( 'Filter', 'meetdesk' ), 'secondary', '', false ); ?>
	</form>

	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="meetdesk_bulk">
		<?php wp_nonce_field( 'meetdesk_bulk' ); ?>
		<table class="wp-list-table widefat striped">
			<thead><tr><td class="check-column"></td><th>Title</th><th>Venue</th><th>Starts</th><th>Attending</th></tr></thead>
			<tbody>
			<?php foreach ( $events as $event ) : ?>
				<tr>
					<th class="check-column"><input type="checkbox" name="ids[]" value="<?php echo (int) $event->id; ?>"></th>
					<td><a href="<?php echo esc_url( admin_url( 'admin.php?page=meetdesk&action=edit&event=' . $event->id ) ); ?>"><?php echo esc_html( $event->title ); ?></a></td>
					<td><?php echo esc_html( $event->venue ); ?></td>
					<td><?php echo esc_html( meetdesk_format_date( $event->starts_at ) ); ?></td>
					<td><a href="<?php echo esc_url( admin_url( 'admin.php?page=meetdesk-attendees&event=' . $event->id ) ); ?>"><?php esc_html_e( 'View', 'meetdesk' ); ?></a></td>
				</tr>
			<?php endforeach; ?>
			</tbody>
		</table>
		<select name="bulk_action">
			<option value="cancel"><?php esc_html_e( 'Cancel', 'meetdesk' ); ?></option>
			<option value="delete"><?php esc_html_e( 'Delete', 'meetdesk' ); ?></option>
		</select>
		<?php submit_button( __( 'Apply', 'meetdesk' ), 'action', '', false ); ?>
	</form>
	<p class="meetdesk-paging">Page <?php echo $current_page; ?></p>
</div>
