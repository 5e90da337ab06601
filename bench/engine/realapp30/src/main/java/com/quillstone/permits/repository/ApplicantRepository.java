package com.quillstone.permits.repository;

import com.quillstone.permits.model.Applicant;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;
import org.springframework.data.repository.query.Param;

public interface ApplicantRepository extends JpaRepository<Applicant, Long> {

    Optional<Applicant> findByEmail(String email);

    @Query(value = "SELECT * FROM applicants WHERE lower(full_name) LIKE lower(concat('%', :name, '%')) ORDER BY full_name",
           nativeQuery = true)
    List<Applicant> searchByName(@Param("name") String name);

    @Query("select a from Applicant a where a.ldapUid = ?1")
    Optional<Applicant> findByLdapUid(String uid);
}
