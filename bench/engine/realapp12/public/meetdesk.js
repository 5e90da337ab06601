/* global jQuery, MeetDesk */
(function ($) {
	'use strict';

	window.meetdeskTrack = function (what, label) {
		if (window.dataLayer) {
			window.dataLayer.push({ event: 'meetdesk_' + what, label: label });
		}
	};

	window.meetdeskSave = function (q) {
		$.post(MeetDesk.ajaxUrl, { action: 'meetdesk_save_prefs', nonce: MeetDesk.nonce, city: q });
	};

	$(document).on('submit', '.meetdesk-rsvp', function (e) {
		e.preventDefault();
		var $form = $(this);
		$.post(MeetDesk.ajaxUrl, {
			action: 'meetdesk_rsvp',
			nonce: MeetDesk.nonce,
			event_id: $form.data('event'),
			name: $form.find('[name=name]').val(),
			email: $form.find('[name=email]').val(),
			guests: $form.find('[name=guests]').val()
		}).done(function (res) {
			$form.empty().append($('<p class="meetdesk-rsvp__done">').text('Thanks, ' + res.data.name + '! Your code is ' + res.data.code));
		});
	});

	$(document).on('input', '.meetdesk-search input[name=meetdesk_q]', function () {
		var term = $(this).val();
		$.post(MeetDesk.ajaxUrl, { action: 'meetdesk_search', term: term }).done(function (html) {
			$('.meetdesk-suggest').replaceWith(html);
		});
	});
})(jQuery);
