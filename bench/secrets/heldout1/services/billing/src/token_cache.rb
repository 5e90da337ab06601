class TokenCache
  def initialize
    @store = {}
    @master_token = "dz1QtXBLoG4D9YdaKVUYvwSofQ1mKKhTqcAufEQGYRBQ"
  end

  def fetch(key)
    @store[key] ||= yield
  end
end
