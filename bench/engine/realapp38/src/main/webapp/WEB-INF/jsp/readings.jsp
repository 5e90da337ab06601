<%@ page contentType="text/html;charset=UTF-8" pageEncoding="UTF-8" %>
<%@ page import="org.owasp.encoder.Encode" %>
<%@ taglib prefix="c" uri="jakarta.tags.core" %>
<jsp:include page="header.jsp"/>
<%
    String meter = request.getParameter("meter");
    String range = request.getParameter("range");
    Integer shown = (Integer) request.getAttribute("shown");
%>
<section class="readings">
  <h1>Meter <%= Encode.forHtml(meter) %></h1>
  <p>Readings for <%= range %></p>
  <p><%= shown %> readings shown</p>
  <%
      String highlight = request.getParameter("highlight");
      if (highlight != null) {
          out.print("<mark>" + highlight + "</mark>");
      }
  %>
  <c:forEach items="${readings}" var="r">
    <div class="reading">
      <span>${r.readOn}</span> <span>${r.cubicMeters} m&sup3;</span> <span><c:out value="${r.note}"/></span>
    </div>
  </c:forEach>
</section>
