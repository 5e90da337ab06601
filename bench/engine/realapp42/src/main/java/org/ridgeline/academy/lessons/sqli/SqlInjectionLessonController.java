package org.ridgeline.academy.lessons.sqli;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import javax.servlet.http.HttpServletRequest;

import org.ridgeline.academy.common.AttackResult;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.CookieValue;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/lessons/sql-injection")
public class SqlInjectionLessonController {

    private static final Pattern COURSE_CODE = Pattern.compile("^[A-Z]{3}-[0-9]{3}$");

    private final StudentLookupAssignment lookup;
    private final GradebookDao gradebook;
    private final CourseCatalogService catalog;
    private final CourseRepository courses;

    public SqlInjectionLessonController(StudentLookupAssignment lookup, GradebookDao gradebook,
                                        CourseCatalogService catalog, CourseRepository courses) {
        this.lookup = lookup;
        this.gradebook = gradebook;
        this.catalog = catalog;
        this.courses = courses;
    }

    @GetMapping("/students")
    public AttackResult findStudents(@RequestParam String lastName,
                                     @RequestParam(defaultValue = "last_name") String sort) {
        List<Map<String, Object>> rows = lookup.byLastName(lastName, sort);
        if (rows.size() > 5) {
            return AttackResult.solved("You listed more students than the filter allows.", rows);
        }
        return AttackResult.notYet("Try to widen the result.", rows);
    }

    @GetMapping("/enrolments/recent")
    public List<Map<String, Object>> recentEnrolments(@RequestParam(defaultValue = "e.enrolled_on") String orderBy) {
        return lookup.recentEnrolments(orderBy);
    }

    @GetMapping("/students/{id}")
    public Map<String, Object> student(@PathVariable long id) {
        return lookup.byId(id);
    }

    @GetMapping("/students/by-email")
    public List<Map<String, Object>> byEmail(@RequestParam String email) {
        return lookup.byEmail(email);
    }

    @GetMapping("/cohorts/{cohort}/size")
    public Integer cohortSize(@PathVariable String cohort) {
        return lookup.countInCohort(cohort);
    }

    @PostMapping("/students/{id}/nickname")
    public int rename(@PathVariable long id, @RequestParam String nickname) {
        return lookup.renameStudent(id, nickname);
    }

    @PostMapping("/students/reset-nickname")
    public int resetNickname(HttpServletRequest request) {
        return lookup.resetNickname(request.getParameter("email"));
    }

    @PostMapping("/grades")
    public AttackResult changeGrade(@RequestBody GradeChange change) throws SQLException {
        gradebook.updateGrade(change.studentId(), change.courseCode(), change.grade());
        return AttackResult.solved("Grade updated.", change);
    }

    @GetMapping("/grades")
    public List<Grade> grades(@RequestParam String course, @CookieValue("cohort") String cohort) throws SQLException {
        return gradebook.gradesFor(course, cohort);
    }

    @GetMapping("/transcripts/{studentNumber}")
    public List<Grade> transcript(@PathVariable String studentNumber) throws SQLException {
        return gradebook.transcript(studentNumber);
    }

    @GetMapping("/grades/average")
    public ResponseEntity<Double> average(@RequestParam String course) throws SQLException {
        if (!COURSE_CODE.matcher(course).matches()) {
            return ResponseEntity.badRequest().build();
        }
        return ResponseEntity.ok(gradebook.average(course));
    }

    @GetMapping("/courses")
    public List<Course> searchCourses(@RequestParam String title) {
        return catalog.search(title);
    }

    @GetMapping("/courses/by-teacher")
    public List<Course> byTeacher(HttpServletRequest request) {
        return catalog.byTeacher(request.getParameter("teacher"));
    }

    @GetMapping("/courses/by-level")
    public List<Course> byLevel(@RequestParam String level) {
        return courses.findByLevel(level);
    }

    @GetMapping("/courses/by-title")
    public List<Course> byTitle(@RequestParam String fragment) {
        return courses.findByTitleFragment(fragment);
    }

    @GetMapping("/reports/enrolments")
    public List<Object[]> enrolments(@RequestParam String term, @RequestParam(defaultValue = "false") boolean bound) {
        return bound ? catalog.enrolmentsByTerm(term) : catalog.enrolmentReport(term);
    }

    @GetMapping("/reports/credits")
    public List<Object[]> credits(@RequestParam int minimum, @RequestParam(defaultValue = "ASC") String direction) {
        return catalog.creditsAbove(minimum, direction);
    }
}
