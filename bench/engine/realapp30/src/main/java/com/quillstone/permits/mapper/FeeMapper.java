package com.quillstone.permits.mapper;

import com.quillstone.permits.dto.FeeLine;
import java.util.List;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Param;

/** SQL lives in src/main/resources/mapper/FeeMapper.xml. */
@Mapper
public interface FeeMapper {

    List<FeeLine> findByCodes(@Param("codes") List<String> codes);

    List<FeeLine> findByCodesLegacy(@Param("codes") List<String> codes);

    List<FeeLine> searchLabels(@Param("label") String label, @Param("maxCents") Long maxCents);

    int upsert(FeeLine line);
}
