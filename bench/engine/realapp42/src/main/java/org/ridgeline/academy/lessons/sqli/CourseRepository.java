package org.ridgeline.academy.lessons.sqli;

import java.util.List;

import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface CourseRepository extends JpaRepository<Course, Long> {

    @Query("SELECT c FROM Course c WHERE c.level = :level ORDER BY c.title")
    List<Course> findByLevel(@Param("level") String level);

    @Query("SELECT c FROM Course c WHERE c.title LIKE %:#{#fragment}%")
    List<Course> findByTitleFragment(@Param("fragment") String fragment);

    @Query(value = "SELECT * FROM courses WHERE teacher = ?1", nativeQuery = true)
    List<Course> findByTeacherNative(String teacher);
}
