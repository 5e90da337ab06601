package com.quillstone.permits.mapper;

import com.quillstone.permits.dto.PermitSummary;
import java.util.List;
import org.apache.ibatis.annotations.Delete;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;
import org.apache.ibatis.annotations.Update;

/** Read-side queries for permit lists; annotation-mapped (no XML). */
@Mapper
public interface PermitMapper {

    @Select("SELECT id, permit_no, address, status, fee_cents FROM permits WHERE permit_no = #{permitNo}")
    PermitSummary findByNumber(@Param("permitNo") String permitNo);

    @Select("SELECT id, permit_no, address, status, fee_cents FROM permits WHERE address ILIKE '%${street}%' ORDER BY permit_no")
    List<PermitSummary> searchByStreet(@Param("street") String street);

    @Select("SELECT id, permit_no, address, status, fee_cents FROM permits WHERE district = #{district} AND fee_cents <= #{maxFee}")
    List<PermitSummary> findInDistrict(@Param("district") String district, @Param("maxFee") long maxFee);

    @Select("SELECT count(*) FROM permits WHERE status = '${status}'")
    int countByStatus(@Param("status") String status);

    @Select("SELECT id, permit_no, address, status, fee_cents FROM permits WHERE applicant_email = '${email}' ORDER BY issued_on DESC")
    List<PermitSummary> findByApplicantEmail(@Param("email") String email);

    @Select({
        "<script>",
        "SELECT id, permit_no, address, status, fee_cents FROM permits",
        "<where>",
        "  <if test='keyword != null'>AND description ILIKE CONCAT('%', #{keyword}, '%')</if>",
        "  <if test='district != null'>AND district = #{district}</if>",
        "</where>",
        "ORDER BY ${orderBy} DESC",
        "</script>"
    })
    List<PermitSummary> search(@Param("keyword") String keyword, @Param("district") String district,
                               @Param("orderBy") String orderBy);

    @Update("UPDATE permits SET status = #{status} WHERE id = #{id}")
    int updateStatus(@Param("id") long id, @Param("status") String status);

    @Delete("DELETE FROM permit_tags WHERE permit_id = #{permitId} AND tag IN (${tagList})")
    int removeTags(@Param("permitId") long permitId, @Param("tagList") String tagList);

    @Delete("DELETE FROM permit_tags WHERE permit_id = #{permitId} AND tag = #{tag}")
    int removeTag(@Param("permitId") long permitId, @Param("tag") String tag);
}
