package com.quillstone.permits.mapper;

import com.quillstone.permits.model.Inspection;
import java.util.List;
import java.util.Map;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/** SQL lives in src/main/resources/mapper/InspectionMapper.xml. */
@Mapper
public interface InspectionMapper {

    Inspection findById(@Param("id") long id);

    List<Inspection> findForInspector(@Param("inspector") String inspector, @Param("sort") String sort);

    List<Inspection> findByDistricts(@Param("districts") List<String> districts, @Param("result") String result);

    List<Inspection> searchNotes(@Param("text") String text);

    List<Inspection> listRecent(@Param("days") int days, @Param("orderColumn") String orderColumn);

    int insert(Inspection inspection);

    int reassign(@Param("ids") List<Long> ids, @Param("inspector") String inspector);

    List<Map<String, Object>> tally(@Param("groupBy") String groupBy);
}
