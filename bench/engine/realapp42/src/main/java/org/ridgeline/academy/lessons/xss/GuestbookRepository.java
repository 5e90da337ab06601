package org.ridgeline.academy.lessons.xss;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;

public interface GuestbookRepository extends JpaRepository<GuestbookEntry, Long> {

    List<GuestbookEntry> findTop50ByOrderByPostedAtDesc();
}
