<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<%@ taglib prefix="fn" uri="jakarta.tags.functions" %>
<jsp:include page="header.jsp"/>
<section class="directory">
  <h1>Staff directory</h1>
  <p>Results for ${fn:escapeXml(param.uid)}${fn:escapeXml(param.mail)}</p>
  <p class="depot">Depot: ${param.depot}</p>
  <ul>
    <c:forEach items="${names}" var="n">
      <li><c:out value="${n}"/></li>
    </c:forEach>
  </ul>
</section>
